import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster.tsx';
import { makeUser } from '../../test/api-mock.ts';
import { hindiI18n } from '../../test/render-in-hindi.tsx';
import { userQueryOptions } from './get-user.ts';
import { endSignedOutSession } from './session-ended.ts';

describe('a session that ended on the server', () => {
  it("is announced in the page's language, though it is noticed outside any component", async () => {
    // Outside the app's providers on purpose: the session ends where no component hears it.
    const hindi = await hindiI18n();
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueryOptions.queryKey, makeUser());
    render(
      <I18nProvider i18n={hindi}>
        <Toaster />
      </I18nProvider>,
    );

    act(() => endSignedOutSession(queryClient));

    expect(await screen.findByText('साइन आउट हो गए')).toBeInTheDocument();
    expect(screen.getByText('आपका सेशन ख़त्म हो गया है। आगे बढ़ने के लिए फिर से साइन इन करें।')).toBeInTheDocument();
    expect(queryClient.getQueryData(userQueryOptions.queryKey)).toBeNull();
  });
});
