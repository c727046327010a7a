// The recap's texts of a fresh install (site content `recap_2024`): the schema fills them into a value stored before
// they existed, and the defaults show them.
/** The 2024 edition as the spec lists it: the recap's highlights and two-day programme until organisers write their own. */
export const RECAP_HIGHLIGHTS = [
  'Opening panel on highlights of the year',
  'Use cases from pharma, automotive, retail, healthcare, security and media',
  'Technical sessions on generative AI, terminology tools and language resources',
  'Closing panel on the EU AI Act',
];
export const RECAP_PROGRAMME = [
  { day: 'Day 1 (Nov 19)', items: ['Opening panel', 'Technology trends outlook', 'Pharma and automotive use cases', 'Retail and healthcare applications'] },
  { day: 'Day 2 (Nov 20)', items: ['Security and defence use cases', 'Media applications', 'AI in the interpreting industry', 'EU AI Act panel'] },
];
