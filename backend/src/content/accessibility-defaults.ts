// The enforcement procedure the accessibility statement names until the organisers set their own (Site tab): the
// conference is held in Austria, where the Web-Zugänglichkeits-Gesetz's complaints office is run by the FFG. The
// organisers confirm or change it for their own body and country.
export const ENFORCEMENT_BODY = 'Complaints office under the Austrian Web Accessibility Act (WZG), Österreichische Forschungsförderungsgesellschaft (FFG)';
export const ENFORCEMENT_BODY_DE = 'Beschwerdestelle nach dem Web-Zugänglichkeits-Gesetz (WZG), Österreichische Forschungsförderungsgesellschaft (FFG)';
export const ENFORCEMENT_URL = 'https://www.ffg.at/';
