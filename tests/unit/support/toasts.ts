import { act } from '@testing-library/react';
import toast from 'react-hot-toast';

/** Toasts live in a store of their own, which outlives a test: each test's go with it. */
export function removeToastsAfterEach(): void {
  afterEach(() => act(() => toast.remove()));
}
