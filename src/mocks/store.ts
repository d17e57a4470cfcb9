export async function resetStore(): Promise<void> {}
