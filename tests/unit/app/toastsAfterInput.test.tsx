import { fireEvent, render, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/AppProviders';
import { toaster } from '../support/toaster';

// A file of its own: react-hot-toast must not have been loaded by an earlier test.
describe('the toast library', () => {
  it('is not loaded with the page, but once someone has pressed a key', async () => {
    render(<AppProviders>{null}</AppProviders>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toaster()).toBeNull();

    fireEvent.keyDown(document.body, { key: 'Tab' });

    await waitFor(() => expect(toaster()).not.toBeNull());
  });
});
