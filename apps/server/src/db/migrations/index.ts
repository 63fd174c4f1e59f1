import type { Migration } from 'kysely'
import * as createGames from './20261121230000_create_games'
import * as createCurrencies from './20261121230100_create_currencies'
import * as createHomeContent from './20261121230200_create_home_content'
import * as createAccounts from './20261122000000_create_accounts'
import * as createVipLevels from './20261122001000_create_vip_levels'
import * as createLedger from './20261122002000_create_ledger'
import * as createWallet from './20261122010000_create_wallet'
import * as createLottery from './20261122020000_create_lottery'
import * as houseBalancesFromPostings from './20261122030000_house_balances_from_postings'
import * as oddsInThousandths from './20261122040000_odds_in_thousandths'
import * as createSports from './20261122050000_create_sports'
import * as createCricketBets from './20261122060000_create_cricket_bets'
import * as gameDisabledRegions from './20261122070000_game_disabled_regions'
import * as createProviderGames from './20261122080000_create_provider_games'
import * as createPlayerContent from './20261123000000_create_player_content'
import * as createProviderTransactions from './20261127000000_create_provider_transactions'
import * as createGameSessions from './20261127230000_create_game_sessions'
import * as createProviderTransfers from './20261128000000_create_provider_transfers'
import * as createChat from './20261128100000_create_chat'
import * as addSettleReasons from './20261129000000_add_settle_reasons'
import * as createPlacementReads from './20261129100000_create_placement_reads'
import * as createPlayerProtection from './20261130000000_create_player_protection'
import * as createChainDeposits from './20261201000000_create_chain_deposits'
import * as createPlayerNotes from './20261202140000_create_player_notes'
import * as addPlayerLocks from './20261202140100_add_player_locks'
import * as createBalanceAdjustments from './20261202160000_create_balance_adjustments'
import * as createOperatorTotp from './20261203100000_create_operator_totp'
import * as createDrawResultEntries from './20261203110000_create_draw_result_entries'
import * as lotteryPlacementReadsGameLimits from './20261203110001_lottery_placement_reads_game_limits'
import * as createSportsResettlements from './20261203120000_create_sports_resettlements'
import * as scheduleHomeContent from './20261203130000_schedule_home_content'
import * as addMessageAudiences from './20261203130001_add_message_audiences'
import * as extendOperatorActions from './20261203140000_extend_operator_actions'
import * as indexJournalEntriesByTime from './20261203140001_index_journal_entries_by_time'
import * as versionLotteryPlacementConfig from './20261205100000_version_lottery_placement_config'
import * as indexLedgerAccountsByUser from './20261205100001_index_ledger_accounts_by_user'

/**
 * Every migration by name, in order. Listed statically so that the bundled server carries them;
 * add a new file here, never edit one that has landed.
 */
export const migrations: Record<string, Migration> = {
  '20261121230000_create_games': createGames,
  '20261121230100_create_currencies': createCurrencies,
  '20261121230200_create_home_content': createHomeContent,
  '20261122000000_create_accounts': createAccounts,
  '20261122001000_create_vip_levels': createVipLevels,
  '20261122002000_create_ledger': createLedger,
  '20261122010000_create_wallet': createWallet,
  '20261122020000_create_lottery': createLottery,
  '20261122030000_house_balances_from_postings': houseBalancesFromPostings,
  '20261122040000_odds_in_thousandths': oddsInThousandths,
  '20261122050000_create_sports': createSports,
  '20261122060000_create_cricket_bets': createCricketBets,
  '20261122070000_game_disabled_regions': gameDisabledRegions,
  '20261122080000_create_provider_games': createProviderGames,
  '20261123000000_create_player_content': createPlayerContent,
  '20261127000000_create_provider_transactions': createProviderTransactions,
  '20261127230000_create_game_sessions': createGameSessions,
  '20261128000000_create_provider_transfers': createProviderTransfers,
  '20261128100000_create_chat': createChat,
  '20261129000000_add_settle_reasons': addSettleReasons,
  '20261129100000_create_placement_reads': createPlacementReads,
  '20261130000000_create_player_protection': createPlayerProtection,
  '20261201000000_create_chain_deposits': createChainDeposits,
  '20261202140000_create_player_notes': createPlayerNotes,
  '20261202140100_add_player_locks': addPlayerLocks,
  '20261202160000_create_balance_adjustments': createBalanceAdjustments,
  '20261203110000_create_draw_result_entries': createDrawResultEntries,
  '20261203110001_lottery_placement_reads_game_limits': lotteryPlacementReadsGameLimits,
  '20261203100000_create_operator_totp': createOperatorTotp,
  '20261203120000_create_sports_resettlements': createSportsResettlements,
  '20261203130000_schedule_home_content': scheduleHomeContent,
  '20261203130001_add_message_audiences': addMessageAudiences,
  '20261203140000_extend_operator_actions': extendOperatorActions,
  '20261203140001_index_journal_entries_by_time': indexJournalEntriesByTime,
  '20261205100000_version_lottery_placement_config': versionLotteryPlacementConfig,
  '20261205100001_index_ledger_accounts_by_user': indexLedgerAccountsByUser,
}
