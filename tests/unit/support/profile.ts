import { screen } from '@testing-library/react';
import { DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from './demoBackend';
import { renderApp } from './renderApp';

/** The demo user's profile page, once it shows their details. */
export async function openProfile() {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const view = await renderApp('/meu-perfil');
  await screen.findByDisplayValue(DEMO_NAME);
  return view;
}
