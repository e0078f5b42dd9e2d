CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"expansions" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_check" CHECK ("search_synonyms"."term" = lower(btrim("search_synonyms"."term")) and "search_synonyms"."term" <> ''),
	CONSTRAINT "search_synonyms_expansions_check" CHECK (cardinality("search_synonyms"."expansions") between 1 and 10)
);
--> statement-breakpoint
-- Seed synonyms (issue 25): words mechanics and buyers type, and the words of the five languages, mapped to the
-- catalogue's English words. A term of several words is matched as a phrase in the search. Admins edit the list.
INSERT INTO "search_synonyms" ("term", "expansions") VALUES
  ('tire', '{tyre}'), ('tyre', '{tire}'),
  ('hood', '{bonnet}'), ('windshield', '{windscreen}'), ('transmission', '{gearbox}'), ('gear box', '{gearbox}'),
  ('silencer', '{muffler,exhaust}'), ('wing mirror', '{side mirror}'), ('dynamo', '{alternator}'),
  ('headlight', '{headlamp}'), ('headlamp', '{headlight}'), ('light', '{lamp}'), ('lamp', '{light}'),
  ('taillight', '{tail lamp}'), ('antifreeze', '{coolant}'), ('rim', '{alloy wheel}'), ('mudguard', '{fender}'),
  ('shocks', '{shock absorber}'), ('pads', '{brake pad}'), ('plugs', '{spark plug}'), ('o2', '{oxygen sensor}'),
  ('amortisseur', '{shock absorber}'), ('batterie', '{battery}'), ('pneu', '{tyre}'), ('frein', '{brake}'),
  ('plaquette', '{brake pad}'), ('plaquettes', '{brake pad}'), ('bougie', '{spark plug}'), ('filtre', '{filter}'),
  ('embrayage', '{clutch}'), ('phare', '{headlamp}'), ('rétroviseur', '{side mirror}'), ('pare-brise', '{windscreen}'),
  ('radiateur', '{radiator}'), ('pompe', '{pump}'), ('moteur', '{engine}'), ('démarreur', '{starter}'),
  ('alternateur', '{alternator}'), ('capot', '{bonnet}'), ('pare-chocs', '{bumper}'), ('huile', '{oil}'),
  ('essuie-glace', '{wiper}'), ('courroie', '{belt}'), ('boîte de vitesses', '{gearbox}'),
  ('ắc quy', '{battery}'), ('lốp', '{tyre}'), ('phanh', '{brake}'), ('má phanh', '{brake pad}'),
  ('bugi', '{spark plug}'), ('giảm xóc', '{shock absorber}'), ('lọc gió', '{air filter}'), ('lọc dầu', '{oil filter}'),
  ('đèn pha', '{headlamp}'), ('gương', '{mirror}'), ('dầu máy', '{engine oil}'), ('bơm nước', '{water pump}'),
  ('电池', '{battery}'), ('轮胎', '{tyre}'), ('刹车片', '{brake pad}'), ('减震器', '{shock absorber}'),
  ('火花塞', '{spark plug}'), ('机油滤清器', '{oil filter}'), ('空气滤清器', '{air filter}'), ('刹车', '{brake}'),
  ('大灯', '{headlamp}'), ('后视镜', '{side mirror}'), ('散热器', '{radiator}'), ('水箱', '{radiator}'),
  ('发电机', '{alternator}'), ('离合器', '{clutch}'), ('变速箱', '{gearbox}'), ('机油', '{engine oil}'),
  ('雨刮', '{wiper}'),
  ('بطارية', '{battery}'), ('إطار', '{tyre}'), ('فرامل', '{brake}'), ('فحمات', '{brake pad}'),
  ('ممتص الصدمات', '{shock absorber}'), ('بواجي', '{spark plug}'), ('فلتر زيت', '{oil filter}'),
  ('فلتر هواء', '{air filter}'), ('رديتر', '{radiator}'), ('دينامو', '{alternator}'), ('كلتش', '{clutch}'),
  ('جير', '{gearbox}'), ('مراية', '{side mirror}'), ('زيت محرك', '{engine oil}'), ('مساحات', '{wiper}');
