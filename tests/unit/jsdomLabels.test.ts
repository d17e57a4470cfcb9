// indexLabelControls (setup.ts) may change how fast jsdom finds a label's control, never which.
import { screen } from '@testing-library/react';

/** Each label of the page by its text, with the control the HTML standard gives it. */
const page = `
  <label for="a">plain</label><input id="a" data-testid="a">
  <label for="twice">first of two ids</label>
  <select id="twice" data-testid="twice"></select><input id="twice">
  <label for="hidden">hidden input</label><input id="hidden" type="hidden">
  <label for="div">not labelable</label><div id="div"></div>
  <label for="none">no such id</label>
  <label for="">empty for</label>
  <label>around <span><textarea data-testid="inside"></textarea></span></label>
  <label for="later">before its control</label><p><button id="later" data-testid="later">B</button></p>`;

const controls: Record<string, string | null> = {
  plain: 'a',
  'first of two ids': 'twice',
  'hidden input': null,
  'not labelable': null,
  'no such id': null,
  'empty for': null,
  around: 'inside',
  'before its control': 'later',
};

function label(text: string): HTMLLabelElement {
  const element = screen.getByText(text, { selector: 'label', exact: false });
  if (!(element instanceof HTMLLabelElement)) throw new Error(`"${text}" is no label`);
  return element;
}

it('finds the control the standard gives every kind of label', () => {
  document.body.innerHTML = page;
  for (const [text, testId] of Object.entries(controls)) {
    const expected = testId === null ? null : screen.getByTestId(testId);
    expect(label(text).control, text).toBe(expected);
  }
  expect(screen.getByLabelText('first of two ids')).toBe(screen.getByTestId('twice'));
  expect(screen.getByRole('button', { name: 'before its control' })).toBe(
    screen.getByTestId('later'),
  );
});

it('follows an id that moves to another element', () => {
  document.body.innerHTML = `<label for="x">X</label>
    <input id="x" data-testid="first"><input data-testid="second">`;
  const [first, second] = [screen.getByTestId('first'), screen.getByTestId('second')];
  expect(label('X').control).toBe(first);
  first.removeAttribute('id');
  second.setAttribute('id', 'x');
  expect(label('X').control).toBe(second);
  expect(screen.getByLabelText('X')).toBe(second);
});

it('finds the control of a label outside the document by jsdom’s own walk', () => {
  const outside = document.createElement('label');
  outside.htmlFor = 'z';
  const input = document.createElement('input');
  input.id = 'z';
  const fragment = document.createDocumentFragment();
  fragment.append(outside, input);
  expect(outside.control).toBe(input);
});
