import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BADGE_MESSAGES, type BadgeDefinitionView, type BadgePatch } from '@xmates/domain';
import { seedBadges, updateBadge, useBadgeDefinitions } from '../../api/badges';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { PhoneControl, type AdminColumn } from '../admin-table';
import { BadgeEditDialog, thresholdUnit } from './badge-edit-dialog';

const badgeColumn: AdminColumn<BadgeDefinitionView> = {
  key: 'badge',
  label: 'Badge',
  render: (row) => (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <Box component="span" aria-hidden="true" sx={{ fontSize: 26, lineHeight: 1 }}>
        {row.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650 }}>{row.name}</Typography>
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
          {row.description}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ fontFamily: 'monospace' }}>
          {row.key}
        </Typography>
      </Box>
    </Box>
  ),
};

const criteriaColumn: AdminColumn<BadgeDefinitionView> = {
  key: 'criteria',
  label: 'Criteria',
  width: 220,
  render: (row) => (
    <Box>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        {row.category} · type {row.criteria.type}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.25 }}>
        {row.criteria.threshold.toLocaleString('en-AU')}{' '}
        <Typography component="span" variant="caption" color="textSecondary">
          {thresholdUnit(row.key)}
        </Typography>
      </Typography>
    </Box>
  ),
};

/** Badges: definitions with their active switch and an edit dialog, and seeding the defaults. */
export function BadgesTab() {
  const list = useBadgeDefinitions();
  const { busy, run } = useAdminAction(list.reload);
  const [editing, setEditing] = useState<BadgeDefinitionView | null>(null);

  const save = async (badge: BadgeDefinitionView, patch: BadgePatch) => {
    const done = await run(
      badge.key,
      async () => {
        await updateBadge(badge.key, patch);
        return { message: BADGE_MESSAGES.updated };
      },
      BADGE_MESSAGES.updateFailed,
    );
    if (done) setEditing(null);
  };

  const activeSwitch = (row: BadgeDefinitionView) => (
    <Switch
      size="small"
      checked={row.isActive}
      disabled={busy !== null}
      onChange={(e) => void save(row, { isActive: e.target.checked })}
      slotProps={{ input: { 'aria-label': `Active: ${row.name}` } }}
    />
  );

  const columns: readonly AdminColumn<BadgeDefinitionView>[] = [
    badgeColumn,
    criteriaColumn,
    { key: 'active', label: 'Active', width: 90, render: activeSwitch },
  ];

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'seed',
              async () => {
                const { createdCount, skippedCount } = await seedBadges();
                return { message: BADGE_MESSAGES.seeded(createdCount, skippedCount) };
              },
              BADGE_MESSAGES.seedFailed,
            )
          }
        >
          Seed default badges
        </Button>
      </Box>
      <AdminList
        list={list}
        noun={['badge', 'badges']}
        label="Badge definitions"
        rows={list.rows}
        rowKey={(row) => row.key}
        columns={columns}
        actions={(row) => (
          <ActionButton
            busy={busy}
            variant="outlined"
            onClick={() => setEditing(row)}
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </ActionButton>
        )}
        phoneRow={(row) => (
          <Box sx={{ minWidth: 0 }}>
            {badgeColumn.render(row)}
            <Box sx={{ mt: 1 }}>{criteriaColumn.render(row)}</Box>
            <PhoneControl caption="Active">{activeSwitch(row)}</PhoneControl>
          </Box>
        )}
        empty="No badge definitions yet: seed the defaults."
      />
      {editing && (
        <BadgeEditDialog
          badge={editing}
          busy={busy !== null}
          onCancel={() => setEditing(null)}
          onSave={(patch) => void save(editing, patch)}
        />
      )}
    </Box>
  );
}
