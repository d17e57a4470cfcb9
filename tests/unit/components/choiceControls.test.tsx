import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RadioGroup, RadioGroupField } from '@/components/RadioGroup';
import { Select, SelectField } from '@/components/Select';
import { SubmitButton } from '@/components/SubmitButton';

const answers = [
  { value: '1', label: 'Sim' },
  { value: '0', label: 'Não' },
];

const bloodTypes = [
  { value: 'a+', label: 'A+' },
  { value: 'o-', label: 'O−' },
];

function PlainRadios({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      legend="Fumante?"
      options={answers}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function PlainSelect({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Tipo sanguíneo"
      emptyLabel="Selecione"
      options={bloodTypes}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

interface Answers {
  smoker: string;
  blood: string;
}

/** Both controls bound to one form, each required, and the values it submits. */
function BoundForm({ onValid }: { onValid: (values: Answers) => void }) {
  const { control, handleSubmit } = useForm<Answers>({ defaultValues: { smoker: '', blood: '' } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <RadioGroupField
        control={control}
        name="smoker"
        rules={{ required: 'Responda se fuma.' }}
        legend="Fumante?"
        options={answers}
      />
      <SelectField
        control={control}
        name="blood"
        rules={{ required: 'Escolha o tipo.' }}
        label="Tipo sanguíneo"
        emptyLabel="Selecione"
        options={bloodTypes}
      />
      <SubmitButton busy={false}>Salvar</SubmitButton>
    </form>
  );
}

/**
 * The yes/no field of the record editor (YesNoInput in FieldInput.tsx before RadioGroup) as React
 * rendered it, with "Fumante?", name "smoker", "Sim" chosen and an error.
 */
const yesNoHtml =
  '<fieldset class="flex min-w-0 flex-col gap-1.5 " aria-describedby="ERROR-ID"><legend class="mb-1.5 text-sm font-medium text-slate-800">Fumante?</legend><div class="flex flex-wrap gap-2"><label class="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:bg-brand-50"><input class="h-4 w-4 accent-brand-700" type="radio" value="1" checked="" name="smoker">Sim</label><label class="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:bg-brand-50"><input class="h-4 w-4 accent-brand-700" type="radio" value="0" name="smoker">Não</label></div><p id="ERROR-ID" class="text-sm text-red-700">Responda se fuma.</p></fieldset>';

describe('RadioGroup', () => {
  it('is a group named by its legend, each radio named by its label', () => {
    render(<PlainRadios onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Fumante?' });
    expect(within(group).getByRole('radio', { name: 'Sim' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Não' })).not.toBeChecked();
  });

  it('is chosen with the keyboard: Tab reaches it, Space picks, the arrows move the choice', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<PlainRadios onChange={(value) => chosen.push(value)} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sim' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Não' })).toHaveFocus();
    expect(chosen).toEqual(['1', '0']);
  });

  it('has the error as the description of the group', () => {
    render(
      <RadioGroup
        legend="Fumante?"
        options={answers}
        value=""
        onChange={() => undefined}
        error="Responda se fuma."
      />,
    );
    expect(screen.getByRole('group', { name: 'Fumante?' })).toHaveAccessibleDescription(
      'Responda se fuma.',
    );
  });

  it('has the markup of the record editor’s yes/no field, error and all', () => {
    render(
      <RadioGroup
        legend="Fumante?"
        name="smoker"
        error="Responda se fuma."
        options={answers}
        value="1"
        onChange={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Fumante?' });
    expect(group).toHaveAccessibleDescription('Responda se fuma.');
    const errorId = group.getAttribute('aria-describedby') ?? '';
    expect(group.outerHTML.replaceAll(errorId, 'ERROR-ID')).toBe(yesNoHtml);
  });
});

describe('Select', () => {
  it('is named by its label and starts on the empty option passed in', () => {
    render(<PlainSelect />);
    const select = screen.getByRole('combobox', { name: 'Tipo sanguíneo' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'A+', 'O−']);
  });

  it('takes the choice and has its error as its description', async () => {
    const user = userEvent.setup();
    render(<PlainSelect error="Escolha o tipo." />);
    const select = screen.getByRole('combobox', { name: 'Tipo sanguíneo' });
    await user.selectOptions(select, 'O−');
    expect(select).toHaveValue('o-');
    expect(select).toHaveAccessibleDescription('Escolha o tipo.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('bound to react-hook-form', () => {
  it('shows the rules’ errors, moves the focus to the first, and submits the choices', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<BoundForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('group', { name: 'Fumante?' })).toHaveAccessibleDescription(
      'Responda se fuma.',
    );
    expect(screen.getByRole('radio', { name: 'Sim' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Tipo sanguíneo' })).toHaveAccessibleDescription(
      'Escolha o tipo.',
    );
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Não' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo sanguíneo' }), 'A+');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onValid).toHaveBeenCalledWith({ smoker: '0', blood: 'a+' }, expect.anything());
  });
});
