import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localStore } from '../../../lib/storage.ts';
import { jsonResponse, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageComposer } from './message-composer.tsx';

describe('the message composer', () => {
  it('makes the push prompt due once a message is sent (docs/decisions/086-web-push.md)', async () => {
    mockApi({
      'POST /api/orders/12/messages': () =>
        jsonResponse(201, { id: 1, orderId: 12, text: 'Library at 5?', createdAt: new Date().toISOString() }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MessageComposer target={{ kind: 'order', orderId: 12 }} recipientName="Asha" />);
    expect(localStore.get('pushMoment')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Message to Asha' }), 'Library at 5?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => localStore.get('pushMoment')).toBe(true);
  });
});
