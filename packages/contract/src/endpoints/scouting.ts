import { defineEndpoint } from '../endpoint.ts';
import {
  fieldTableSchema,
  myAttributesSchema,
  renewParamsSchema,
  scoutingResultSchema,
  scoutingSearchQuerySchema,
  talentAttributesSchema,
  updateAttributesSchema,
  updateAvailabilitySchema,
} from '../scouting.ts';
import { profileUrlParamsSchema } from '../graph.ts';

const tags = ['scouting'];

/** Scouting: the attribute table, a talent's sheet and availability, and the faceted search. */
export const scoutingEndpoints = {
  fields: defineEndpoint({
    method: 'GET',
    path: '/scouting/fields',
    tags,
    summary: 'The talent attribute table: fields per category, types, labels, allowed values, default visibility',
    auth: false,
    responses: { 200: fieldTableSchema },
    errors: [],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/users/me/attributes',
    tags,
    summary: 'My attributes with their visibility, my age range and my availability (talents)',
    auth: true,
    responses: { 200: myAttributesSchema },
    errors: [401, 403],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/me/attributes',
    tags,
    summary: 'Replace my attributes; an unknown field or value is 400 naming the field',
    auth: true,
    body: updateAttributesSchema,
    responses: { 200: myAttributesSchema },
    errors: [400, 401, 403],
  }),
  availability: defineEndpoint({
    method: 'PUT',
    path: '/users/me/availability',
    tags,
    summary: 'Replace what I am available for: each with an audience and 30, 60 or 90 days from now',
    auth: true,
    body: updateAvailabilitySchema,
    responses: { 200: myAttributesSchema },
    errors: [400, 401, 403],
  }),
  renew: defineEndpoint({
    method: 'POST',
    path: '/users/me/availability/:kind/renew',
    tags,
    summary: 'Renew one availability for as many days as it was set for',
    auth: true,
    params: renewParamsSchema,
    responses: { 200: myAttributesSchema },
    errors: [400, 401, 403, 404],
  }),
  talent: defineEndpoint({
    method: 'GET',
    path: '/users/:profile_url/attributes',
    tags,
    summary: "A talent's attributes, age range and availability as I may see them",
    auth: true,
    params: profileUrlParamsSchema,
    responses: { 200: talentAttributesSchema },
    errors: [400, 401, 404],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/scouting/search',
    tags,
    summary: 'Faceted talent search: filters, order, page and a count beside every facet value',
    description:
      'Talents filter on public values only, agencies on every value. A minor appears to verified agencies only.',
    auth: true,
    querystring: scoutingSearchQuerySchema,
    responses: { 200: scoutingResultSchema },
    errors: [400, 401],
  }),
};
