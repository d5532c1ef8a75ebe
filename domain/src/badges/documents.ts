/** Stored badge documents. T is the writer's Timestamp type (Admin SDK or web SDK). */
import type { BadgeDefinition } from './badges';

/** badges/{key}: one definition (id = key); anyone reads, admins edit through the API. */
export interface BadgeDoc<T = unknown> extends BadgeDefinition {
  updatedAt?: T;
}
