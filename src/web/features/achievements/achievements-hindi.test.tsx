import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../../domain/achievements.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { hindiI18n, renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeEarned, makeStats } from './achievement-fixtures.ts';
import { achievementDescription, achievementName } from './achievement-text.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './achievements-page.tsx';

describe('the achievements page, in Hindi', () => {
  it('shows progress, level, tier, badges and their dates in Hindi', async () => {
    mockApi({
      'GET /api/user/7/achievements': () => jsonResponse(200, makeEarned(['welcome', 'first_sale'])),
      'GET /api/user/7/stats': () =>
        jsonResponse(200, makeStats({ totalSales: 1, currentLevel: 2, totalPoints: 85 })),
    });
    const user = userEvent.setup({ delay: null });
    await renderAppInHindi('/achievements', { user: makeUser({ id: 7 }) });

    expect(await screen.findByRole('heading', { name: 'उपलब्धियाँ', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('11.1% पूरा')).toBeInTheDocument();
    expect(screen.getByText('लेवल 2 · शुरुआती')).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'हाल की उपलब्धियाँ' });
    expect(within(recent).getByText('स्वागत')).toBeInTheDocument();
    expect(within(recent).getByText('पहली बिक्री')).toBeInTheDocument();
    // The day each was earned in Hindi's own words, the month in full as on every other Hindi page.
    expect(within(recent).getByText('19 जनवरी 2025 को मिली · 50 पॉइंट')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'बिक्री' }));
    const sales = screen.getByRole('list', { name: 'बिक्री की उपलब्धियाँ' });
    const firstSale = within(sales).getByRole('article', { name: 'पहली बिक्री' });
    expect(within(firstSale).getByText('अपनी पहली चीज़ बेचें')).toBeInTheDocument();
    expect(within(firstSale).getByText('पूरा हुआ')).toBeInTheDocument();
    expect(within(firstSale).getByText('आम')).toBeInTheDocument();
    expect(within(firstSale).getByText('50 पॉइंट')).toBeInTheDocument();
    expect(within(firstSale).getByText('19 जनवरी 2025 को मिली')).toBeInTheDocument();
    const rising = within(sales).getByRole('article', { name: 'उभरता विक्रेता' });
    expect(within(rising).getByText('लॉक')).toBeInTheDocument();
  });

  it('has a Hindi name and description for every achievement in the catalogue', async () => {
    const i18n = await hindiI18n();
    for (const achievement of ACHIEVEMENTS) {
      expect(achievementName(i18n, achievement), achievement.id).not.toBe(achievement.name);
      expect(achievementDescription(i18n, achievement), achievement.id).not.toBe(achievement.description);
    }
  });
});
