-- A conversation through the bot between a buyer and a seller neither of whom WhatsApp shows a
-- number for (conversation/pass-on.ts): one per listing and the two people, with a short
-- reference ('A1') either of them may type to answer ('#A1 yes, come on Saturday'), never the
-- same for two conversations of one person (both indexes, and the allocation over both roles).
CREATE TABLE IF NOT EXISTS pass_on_threads (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  listing_id text NOT NULL,
  buyer text NOT NULL,
  seller text NOT NULL,
  reference text NOT NULL,
  -- The listing's title when the conversation began: named still once the listing is deleted.
  title text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS pass_on_threads_people
  ON pass_on_threads (listing_id, buyer, seller);
CREATE UNIQUE INDEX IF NOT EXISTS pass_on_threads_seller_reference
  ON pass_on_threads (seller, reference);
CREATE UNIQUE INDEX IF NOT EXISTS pass_on_threads_buyer_reference
  ON pass_on_threads (buyer, reference);

-- Each passed message names its conversation. `seller` has always been whom a passed message
-- is for (given to them when they next write) and `buyer` who wrote it: a seller's answer is
-- kept with `seller` naming the buyer it is for and `buyer` the seller who wrote it, so a process
-- of the release before, answering that buyer, gives it to them; the conversation says who is
-- who. The wamid it went out under is the sent message's (`messages`, whose content names this
-- row), which a reply's `context.id` finds.
ALTER TABLE passed_messages ADD COLUMN IF NOT EXISTS thread_id text;
