export function statsFileOf(outputDir: string): string;
