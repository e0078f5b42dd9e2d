/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The marketplace's origin, e.g. `https://abossey.example` (the API is under `/api`). */
  readonly VITE_ABOSSEY_ORIGIN?: string;
}
