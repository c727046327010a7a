/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_TICKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A Lingui catalog, compiled by vite-plugins/lingui-macros.ts (linguiCatalogs): its messages keyed as the code names them.
declare module '*.po' {
  export const messages: Record<string, unknown>;
}
