// The session token in localStorage under TOKEN_STORAGE_KEY (DESIGN.md §4). The API client reads
// it on every request, so clearing it here also clears the bearer header.
import { TOKEN_STORAGE_KEY } from '#contract/constants';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing stored to clear.
  }
}
