/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_TICKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
