import { expect, test, type Page } from '@playwright/test';
import { DEMO_CARDS, waitForApp, watchConsole } from './support';

const search = (page: Page) => page.getByRole('textbox', { name: 'Buscar prontuário' });

test('the home search reaches the seeded demo record', async ({ page }) => {
  const check = watchConsole(page);
  await page.goto('/');
  await waitForApp(page);
  await search(page).click();
  await page.keyboard.insertText(' abc 123 xyz ');
  await expect(search(page)).toHaveValue('ABC-123-XYZ');
  await expect(page.getByTestId('card-preview')).toContainText('ABC-123-XYZ');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.waitForURL(`**/prontuario-do-usuario/${DEMO_CARDS.full}`);
  expect(new URL(page.url()).pathname).toBe(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
  await expect(page.getByRole('heading', { name: 'Prontuário Médico' })).toBeVisible();
  check();
});

test('a short code stays on the home page with the red message until the user types', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await search(page).fill('abc12');
  await expect(search(page)).toHaveValue('ABC-12');
  await search(page).press('Enter');
  const message = page.getByText('O código deve conter exatamente 9 caracteres.');
  await expect(message).toBeVisible();
  const [red, green, blue] = await message.evaluate((el) => {
    // The colour as sRGB, whatever colour space the style sheet wrote it in.
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [0, 0, 0];
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(red).toBeGreaterThan(150);
  expect(Math.max(green ?? 255, blue ?? 255)).toBeLessThan(60);
  expect(new URL(page.url()).pathname).toBe('/');
  await search(page).press('3');
  await expect(message).toHaveCount(0);
});

test('the header lies transparent over the hero', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('header')).toHaveCSS('position', 'absolute');
});

/** How many carousel cards lie wholly inside the carousel's window. */
async function cardsInView(page: Page): Promise<number> {
  return page.locator('.swiper').evaluate((swiper) => {
    const box = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

const dots = (page: Page) => page.getByRole('button', { name: /^Ir para o item \d$/ });
const carouselCards = (page: Page) =>
  page.getByRole('region', { name: 'Informações do cartão' }).getByRole('group');

for (const [width, inView, dotCount] of [
  [390, 1, 5],
  [768, 2, 4],
  [1280, 3, 3],
] as const) {
  test(`the carousel shows ${inView} of its five cards at ${width} px, with ${dotCount} working dots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'O que o seu cartão mostra' }).scrollIntoViewIfNeeded();
    await expect(carouselCards(page)).toHaveCount(5);
    expect(await cardsInView(page)).toBe(inView);
    await expect(dots(page)).toHaveCount(dotCount);
    const last = dots(page).last();
    await last.click();
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(carouselCards(page).last()).toBeInViewport({ ratio: 1 });
    expect(await cardsInView(page)).toBe(inView);
  });
}

test('the carousel is keyboard operable: dots, arrows and arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  // The carousel's code loads as it nears the screen.
  await page.getByRole('heading', { name: 'O que o seu cartão mostra' }).scrollIntoViewIfNeeded();
  const cards = carouselCards(page);
  await dots(page).nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(cards.nth(2)).toHaveClass(/swiper-slide-active/);
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(3)).toHaveClass(/swiper-slide-active/);
  await page.getByRole('button', { name: 'Anterior' }).focus();
  await page.keyboard.press('Space');
  await expect(cards.nth(2)).toHaveClass(/swiper-slide-active/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dots(page).nth(1)).toBeFocused();
});

test('the entrance animations run about 0.8 s with 0.3, 0.5 and 1 s delays', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const timings = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a): a is CSSAnimation => a instanceof CSSAnimation && a.animationName === 'rise')
      .map((a) => {
        const timing = a.effect?.getTiming();
        return { duration: timing?.duration, delay: timing?.delay };
      }),
  );
  expect(timings).toEqual([
    { duration: 800, delay: 300 },
    { duration: 800, delay: 500 },
    { duration: 800, delay: 1000 },
  ]);
});

test('no entrance animation when the system asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForApp(page);
  // Keyframe animations only: a colour transition on hover is not an entrance.
  const animations = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a): a is CSSAnimation => a instanceof CSSAnimation)
      .map((a) => a.animationName),
  );
  expect(animations).toEqual([]);
  await expect(page.getByTestId('card-preview')).toBeInViewport();
});

test('"Conhecer mais" opens the about page at its top', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const more = page.getByRole('link', { name: 'Conhecer mais' });
  await more.scrollIntoViewIfNeeded();
  await more.click();
  await page.waitForURL('**/sobre-nos');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeInViewport();
});

test('the custom-plan link opens the about page at the contact form', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const business = page.getByRole('link', { name: 'Planos para empresas e eventos' });
  await business.scrollIntoViewIfNeeded();
  await business.click();
  await page.waitForURL('**/sobre-nos#contato');
  await expect(page.getByRole('heading', { name: 'Fale conosco' })).toBeInViewport();
});

test('the contact form sends a message to the demo backend', async ({ page }) => {
  const check = watchConsole(page);
  await page.goto('/sobre-nos');
  await waitForApp(page);
  const form = page.getByRole('region', { name: 'Fale conosco' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Maria Souza');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@empresa.com.br');
  await form
    .getByRole('textbox', { name: 'Mensagem' })
    .fill('Gostaríamos de um plano para os 40 voluntários de uma maratona.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(
    page.getByText('Mensagem enviada! Responderemos em breve pelo e-mail informado.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  check();
});
