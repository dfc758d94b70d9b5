import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../components/ui/button.tsx';
import { jsonResponse, makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyWizardForm, type WizardFormInput, WizardFormSchema } from '../forms.ts';
import { BookFields } from './book-fields.tsx';

/** The wizard's form with only the category to choose, the book's fields and a way to check them. */
function BookStep({ category }: { category: string }) {
  const form = useForm<WizardFormInput>({
    resolver: zodResolver(WizardFormSchema),
    defaultValues: { ...emptyWizardForm, category },
  });
  const [checked, setChecked] = useState('');
  return (
    <FormProvider {...form}>
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <label>
        Category
        <select {...form.register('category')}>
          <option>Textbooks</option>
          <option>Reference Books</option>
          <option>Calculators</option>
        </select>
      </label>
      <BookFields />
      <Button
        onClick={async () =>
          setChecked((await form.trigger(['isbn', 'publicationYear'])) ? 'Valid' : 'Invalid')
        }
      >
        Check
      </Button>
      <output>{checked}</output>
    </FormProvider>
  );
}

const render = (category: string) => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BookStep category={category} />, { user: makeUser() });
  return user;
};

describe("the listing wizard's book details", () => {
  it('are asked only for a book category', () => {
    mockApi({});
    render('Calculators');
    expect(screen.queryByLabelText('ISBN')).toBeNull();
  });

  it('fill the title, authors, edition, publisher and year from a looked-up ISBN', async () => {
    mockApi({
      'GET /api/books/81-7709-187-5': () =>
        jsonResponse(200, {
          isbn: '9788177091878',
          title: 'Concepts of Physics: Part 1',
          authors: ['H. C. Verma'],
          edition: '2019-2020 Edition',
          publisher: 'Bharati Bhawan',
          year: 2019,
          source: 'open_library',
        }),
    });
    const user = render('Textbooks');
    await user.type(screen.getByLabelText('ISBN'), '81-7709-187-5');
    await user.click(screen.getByRole('button', { name: 'Look up this book' }));

    expect(await screen.findByText('Concepts of Physics: Part 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill in these details' }));

    expect(screen.getByLabelText('Title')).toHaveValue('Concepts of Physics: Part 1');
    expect(screen.getByLabelText('ISBN')).toHaveValue('9788177091878');
    expect(screen.getByLabelText('Author(s)')).toHaveValue('H. C. Verma');
    expect(screen.getByLabelText('Edition')).toHaveValue('2019-2020 Edition');
    expect(screen.getByLabelText('Publisher')).toHaveValue('Bharati Bhawan');
    expect(screen.getByLabelText('Year of publication')).toHaveValue('2019');
  });

  it('leave the fields to the seller when the lookup fails, saying so', async () => {
    mockApi({
      'GET /api/books/9788177091878': () =>
        jsonResponse(503, {
          message: 'We could not look this book up — please type the details',
          code: 'book.lookup_failed',
        }),
    });
    const user = render('Reference Books');
    await user.type(screen.getByLabelText('Author(s)'), 'H. C. Verma');
    await user.type(screen.getByLabelText('ISBN'), '9788177091878');
    await user.click(screen.getByRole('button', { name: 'Look up this book' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not look this book up — please type the details',
    );
    expect(screen.getByLabelText('Author(s)')).toHaveValue('H. C. Verma');
  });

  it('check the ISBN by its digits and the year before the step moves on', async () => {
    mockApi({});
    const user = render('Textbooks');
    await user.type(screen.getByLabelText('ISBN'), '978-81-7709-187-9');
    await user.type(screen.getByLabelText('Year of publication'), '19');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(
      await screen.findByText('That ISBN does not look right — check the digits on the back cover'),
    ).toBeInTheDocument();
    expect(screen.getByText('Year of publication must be a year such as 2019')).toBeInTheDocument();
  });

  it('are dropped when the category stops being a book, so a wrong ISBN left hidden holds nothing back', async () => {
    mockApi({});
    const user = render('Textbooks');
    await user.type(screen.getByLabelText('ISBN'), '12345');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invalid');

    await user.selectOptions(screen.getByLabelText('Category'), 'Calculators');
    expect(screen.queryByLabelText('ISBN')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Valid');

    await user.selectOptions(screen.getByLabelText('Category'), 'Reference Books');
    expect(screen.getByLabelText('ISBN')).toHaveValue('');
    expect(
      screen.queryByText('That ISBN does not look right — check the digits on the back cover'),
    ).not.toBeInTheDocument();
  });
});
