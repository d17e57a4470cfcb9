/**
 * What a pure module needs of i18next's `t`: a key (with its namespace) and interpolation values.
 * The app passes i18next's own; the boot script passes its built-in words.
 */
export type Translate = (key: string, options?: Record<string, string | number>) => string;
