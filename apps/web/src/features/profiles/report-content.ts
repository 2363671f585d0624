import { useMutation } from '@tanstack/react-query';
import { reportsEndpoints } from '@vitrina/contract/endpoints/reports';
import type { CreateReportRequest, CreateReportResponse } from '@vitrina/contract/reports';
import { call } from '@/lib/api-client.ts';

/** POST /api/reports: 201 a new report, 200 the one I already have open on that item. */
export function reportContent(body: CreateReportRequest): Promise<CreateReportResponse> {
  return call(reportsEndpoints.create, { body });
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
