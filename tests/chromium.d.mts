export const chromiumPath: string | undefined;
export const chromiumFlags: string[];
