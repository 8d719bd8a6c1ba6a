import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { rawBool, rawDate, rawJsonList } from '../../../database/raw-values';

/** The two sides of a match as matching needs them; e-mail and phone leave only in an introduction (D4, D17). */
export interface CharityParty {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  revenue: number;
  primaryCause: string | null;
}

export interface ConsultantParty {
  id: number;
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  isApproved: boolean;
  availability: boolean;
  availabilityConfirmedAt: Date | null;
  inProgressProjects: number;
}

export interface PublicCardRow {
  id: number;
  name: string;
  expertise: string[];
  yearsExperience: number;
  profileSummary: string | null;
  profileImageUrl: string | null;
}

/** Reads of the charity, consultant and user tables (owned by other modules) that matching needs, by id. */
@Injectable()
export class PartyQuery extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async charity(charityId: number): Promise<CharityParty | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT ch.userId, u.name, u.email, u.phone, u.organisation, ch.revenue, ch.primaryCause
       FROM charities ch INNER JOIN users u ON u.id = ch.userId WHERE ch.id = ?`,
      [charityId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      userId: Number(row.userId),
      name: String(row.name),
      email: String(row.email),
      phone: (row.phone as string | null) ?? null,
      organisation: (row.organisation as string | null) ?? null,
      revenue: Number(row.revenue ?? 0),
      primaryCause: (row.primaryCause as string | null) ?? null,
    };
  }

  async consultants(ids: readonly number[]): Promise<ConsultantParty[]> {
    if (ids.length === 0) return [];
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT c.id, c.userId, u.name, u.email, u.phone, c.isApproved, c.availability, c.availabilityConfirmedAt,
         (SELECT COUNT(*) FROM projects p WHERE p.consultantId = c.id AND p.status = 'in_progress') AS inProgressProjects
       FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE c.id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      userId: Number(row.userId),
      name: String(row.name),
      email: String(row.email),
      phone: (row.phone as string | null) ?? null,
      isApproved: rawBool(row.isApproved),
      availability: rawBool(row.availability),
      availabilityConfirmedAt: rawDate(row.availabilityConfirmedAt as Date | string | null),
      inProgressProjects: Number(row.inProgressProjects ?? 0),
    }));
  }

  /** Full names by user id, for the admins' history of a need (who moved it). */
  async userNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number; name: string }> = await this.manager.query(`SELECT id, name FROM users WHERE id IN (${ids.map(() => '?').join(', ')})`, [...ids]);
    return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
  }

  /** D4's public card fields only: never e-mail, phone or surname (the mapper keeps the first name). */
  async publicCards(ids: readonly number[]): Promise<PublicCardRow[]> {
    if (ids.length === 0) return [];
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT c.id, u.name, c.expertise, c.yearsExperience, c.profileSummary, c.profileImageUrl
       FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE c.id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      expertise: rawJsonList(row.expertise),
      yearsExperience: Number(row.yearsExperience ?? 0),
      profileSummary: (row.profileSummary as string | null) ?? null,
      profileImageUrl: (row.profileImageUrl as string | null) ?? null,
    }));
  }

  async consultantIdOfUser(userId: number): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.manager.query('SELECT id FROM consultants WHERE userId = ?', [userId]);
    return rows[0] ? Number(rows[0].id) : null;
  }
}
