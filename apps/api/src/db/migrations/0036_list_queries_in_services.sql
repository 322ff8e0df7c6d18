-- A page of fundraisers and the header search's kept results are read by the services' own
-- queries (fundraisers.service.ts, search.service.ts; ADR 041): these functions go.
DROP FUNCTION fundraiser_page_ids(integer, integer, integer, integer);
--> statement-breakpoint
DROP FUNCTION fundraiser_search_ids(text, text, integer, integer, integer, integer, integer);
--> statement-breakpoint
DROP FUNCTION fundraiser_cards(integer[]);
--> statement-breakpoint
DROP FUNCTION search_cards(text[], integer[]);
