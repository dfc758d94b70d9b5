import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { CreateReport, Report, ReportReason } from '../../../domain/contracts/reports.ts';
import { apiRequest } from '../api-client.ts';

/**
 * Reporting a listing, a student, a message or a review (docs/decisions/083-reports-and-suspensions.md). A report
 * sent twice answers with the first one, so sending again is harmless.
 */
export function useCreateReport() {
  return useMutation({
    mutationFn: (report: CreateReport) => apiRequest<Report>('POST', '/api/reports', report),
  });
}

/** Each reason as a student picks it, in the order the menu lists them. */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam or fraud`,
  prohibited: msg`Prohibited item`,
  offensive: msg`Offensive or abusive`,
  harassment: msg`Harassment`,
  spam: msg`Spam`,
  misleading: msg`Wrong category or misleading`,
  other: msg`Other`,
};
