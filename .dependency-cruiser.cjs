// Import rules for both halves (npm run lint): no cycles; in the client, shared code (lib, components, types) ->
// features -> app, and features do not import each other; in the server, the shared layers (i18n, common -> views,
// page-render -> http) and events/ import no feature, feature modules (folders) form no cycle, and controllers do
// not touch the database.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes the modules in it one module: break it (move the shared part down).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-shared-code-imports-no-feature',
      comment: 'lib, components and types are below the features: they may not import a feature or the app.',
      severity: 'error',
      from: { path: '^src/(lib|components|types)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'client-features-import-no-app',
      comment: 'The app composes features (routes, layouts, store); a feature may not reach up into it.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'client-features-are-independent',
      comment: 'A feature may not import another feature: move what both need to lib/components, or compose them in app/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'client-widget-is-its-own-bundle',
      comment: 'The embeddable schedule (src/widget) is a small script of its own: it may use lib and types, not the app, features or components.',
      severity: 'error',
      from: { path: '^src/widget/' },
      to: { path: '^src/(features|app|components)/' },
    },
    {
      name: 'server-shared-code-imports-no-feature',
      comment:
        'The shared layers are below every feature module: i18n/ (languages, catalogs, error texts, translated content), common/ (clock, venue time, HTML text, process guards), views/ (response contracts that several features or the event catalog share), page-render/ (server rendering of pages) and http/ (filters, pipes, request schemas, errors, headers, limits, the SPA fallback).',
      severity: 'error',
      from: { path: '^src/(i18n|common|views|page-render|http)/' },
      to: { path: '^src/', pathNot: ['^src/(i18n|common|views|page-render|http|generated|config)/'] },
    },
    {
      name: 'server-i18n-is-the-bottom',
      comment: 'i18n/ is what every other layer says things with: it imports none of them.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(common|views|page-render|http)/' },
    },
    {
      name: 'server-common-is-generic',
      comment: 'common/ is generic (no views, pages or HTTP): it may use i18n/ and the configuration only.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(views|page-render|http)/' },
    },
    {
      name: 'server-http-is-above-views-and-pages',
      comment: 'http/ serves the views and the rendered pages; they do not know how they are served.',
      severity: 'error',
      from: { path: '^src/(views|page-render)/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'server-events-import-no-feature',
      comment:
        'The event catalog and bus are below every feature: features import from events/, never the reverse (a payload the catalog needs moves down to views/). The outbox reads and writes through prisma/.',
      severity: 'error',
      from: { path: '^src/events/' },
      to: { path: '^src/', pathNot: ['^src/(i18n|common|views|generated|config|prisma|events)/'] },
    },
    {
      name: 'server-feature-modules-no-cycles',
      comment:
        'Each folder of src/ is a Nest feature module: two may not import each other, through whichever files (no-cycles sees files only, so a module declared in an odd file hid one). Give what both need one owner below them, without forwardRef.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/[^/]+$' },
      to: { path: '^src/[^/]+$', circular: true },
    },
    {
      name: 'server-controllers-use-services',
      comment:
        'A controller reads the request and answers it; the queries (raw SQL too) belong to a service, one place for each: a controller may not import the database (PrismaService, DATABASE).',
      severity: 'error',
      from: { path: '^src/.+\\.controller\\.ts$' },
      to: { path: '^src/prisma/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Component tests (*.test.tsx) and their support (src/test: the app's own providers and store) sit above the app
    // to render a feature as the app does: they are not modules of the product, so its layers do not bind them.
    exclude: { path: ['node_modules', '(^|/)dist', 'src/generated/', '^src/test/', '\\.test\\.tsx$'] },
    tsPreCompilationDeps: true,
    // Each half is checked from its own folder with its own tsconfig (the server's '.js' imports of TypeScript
    // files, the client's '@/' alias): see the lint:imports script.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
