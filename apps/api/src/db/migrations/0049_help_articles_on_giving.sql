-- The help centre's four answers about what happens after giving (stopping or changing a
-- monthly donation, refunds, receipts, ANBI), for a database in use before they were written:
-- the demo seed writes them into a new database, this adds them once to one that has people
-- already. An article whose slug exists is left as it is (an operator may have edited it); the
-- section 'Monthly donations, refunds and receipts' is made under 'Donating' where missing, and
-- 'Donating' at the end of the categories where that is missing too. A new, empty database (no
-- users yet) gets nothing here: the seed or the operator fills its help centre.
INSERT INTO "help_categories" ("position", "title", "title_nl")
SELECT "next"."position", 'Donating', 'Doneren'
FROM (SELECT coalesce(max("position") + 1, 0) AS "position" FROM "help_categories") AS "next"
WHERE EXISTS (SELECT 1 FROM users)
  AND NOT EXISTS (SELECT 1 FROM "help_categories" WHERE "title" = 'Donating')
  AND NOT EXISTS (SELECT 1 FROM "help_sections" WHERE "title" = 'Monthly donations, refunds and receipts')
  AND EXISTS (SELECT 1 FROM (VALUES ('stop-or-change-a-monthly-donation'), ('refunds'), ('receipts'), ('anbi-and-your-tax-return')) AS wanted (slug) WHERE wanted.slug NOT IN (SELECT slug FROM help_articles));
--> statement-breakpoint
INSERT INTO "help_sections" ("category_id", "position", "title", "title_nl")
SELECT "category"."id",
  (SELECT coalesce(max("position") + 1, 0) FROM "help_sections" WHERE "category_id" = "category"."id"),
  'Monthly donations, refunds and receipts', 'Maandelijkse donaties, terugbetalingen en ontvangstbewijzen'
FROM (SELECT "id" FROM "help_categories" WHERE "title" = 'Donating' ORDER BY "position", "id" LIMIT 1) AS "category"
WHERE EXISTS (SELECT 1 FROM users)
  AND NOT EXISTS (SELECT 1 FROM "help_sections" WHERE "title" = 'Monthly donations, refunds and receipts')
  AND EXISTS (SELECT 1 FROM (VALUES ('stop-or-change-a-monthly-donation'), ('refunds'), ('receipts'), ('anbi-and-your-tax-return')) AS wanted (slug) WHERE wanted.slug NOT IN (SELECT slug FROM help_articles));
--> statement-breakpoint
INSERT INTO "help_articles" ("section_id", "position", "slug", "title", "title_nl", "content", "content_nl")
SELECT "section"."id", "article"."position", "article"."slug", "article"."title", "article"."title_nl",
  "article"."content", "article"."content_nl"
FROM (VALUES
  (0, 'stop-or-change-a-monthly-donation',
   'How do I stop or change my monthly donation?',
   'Hoe stop of wijzig ik mijn maandelijkse donatie?',
   'You can stop a monthly donation whenever you like, in two ways. Signed in? Open My donations from the menu under your name (or from your profile): your monthly donations are listed there, each with a button to stop it. No account, or not signed in? Every receipt we e-mail you has a link to stop that monthly donation, no password needed.

Stopping takes effect at once: nothing more is charged after that, and we send you an e-mail to confirm it. What you have already given stays with the cause.

Want to give a different amount, or on another day? A monthly donation cannot be changed once it is running. Stop it, then start a new monthly donation with the amount you want on the page of the same non-profit or fundraiser. Its first payment is made the day you start it.

Is your monthly donation collected by direct debit? Then you can also ask your bank to reverse a collection within eight weeks. That stops the monthly donation too, so we recommend using the stop link instead.',
   'Je kunt een maandelijkse donatie stoppen wanneer je wilt, op twee manieren. Ben je ingelogd? Open dan Mijn donaties via het menu onder je naam (of via je profiel). Daar staan je maandelijkse donaties, elk met een knop om te stoppen. Geen account, of niet ingelogd? In elk ontvangstbewijs dat we je mailen staat een link om die maandelijkse donatie te stoppen, zonder wachtwoord.

Stoppen gaat meteen in: daarna wordt er niets meer afgeschreven, en je krijgt een e-mail ter bevestiging. Wat je al hebt gegeven, blijft bij het goede doel.

Wil je een ander bedrag geven, of op een andere dag? Een lopende maandelijkse donatie kun je niet aanpassen. Stop hem en start daarna een nieuwe maandelijkse donatie met het bedrag dat je wilt, op de pagina van hetzelfde goede doel of dezelfde inzamelactie. De eerste betaling van de nieuwe doe je op de dag dat je hem start.

Wordt je maandelijkse donatie via een automatische incasso afgeschreven? Dan kun je je bank ook vragen een afschrijving binnen acht weken terug te boeken. Daarmee stopt de maandelijkse donatie ook. We raden je aan om de stoplink te gebruiken.'),
  (1, 'refunds',
   'Can I get my donation back?',
   'Kan ik mijn donatie terugkrijgen?',
   'Your donation goes straight to the organisation you chose, so the organisation decides about a refund, not PifWorld. Gave the wrong amount, or gave twice by mistake? Contact the organisation as soon as you can: you will find its e-mail address and phone number on its page. It can refund all or part of a donation from its own list of donations.

A refund goes back the way you paid, usually within a few working days. In My donations the donation then reads Refunded or Partly refunded, with the amount that came back. Your receipt and your yearly statement count only what you gave in the end.

No answer from the organisation, or do you think something is wrong with a page? Contact us through the contact page and mention the date, the amount and the reference of your donation. You find the reference on your receipt.',
   'Je donatie gaat rechtstreeks naar de organisatie die je hebt gekozen. Daarom beslist de organisatie over een terugbetaling, niet PifWorld. Heb je het verkeerde bedrag gegeven, of per ongeluk twee keer? Neem dan zo snel mogelijk contact op met de organisatie: het e-mailadres en telefoonnummer staan op haar pagina. Zij kan een donatie helemaal of voor een deel terugbetalen vanuit haar eigen overzicht van donaties.

Een terugbetaling gaat terug via de manier waarop je hebt betaald, meestal binnen een paar werkdagen. In Mijn donaties staat de donatie dan als Terugbetaald of Deels terugbetaald, met het bedrag dat is teruggekomen. Je ontvangstbewijs en je jaaroverzicht tellen alleen wat je uiteindelijk hebt gegeven.

Krijg je geen antwoord van de organisatie, of denk je dat er iets mis is met een pagina? Neem dan contact met ons op via de contactpagina en vermeld de datum, het bedrag en het kenmerk van je donatie. Het kenmerk staat op je ontvangstbewijs.'),
  (2, 'receipts',
   'Where do I find my receipts?',
   'Waar vind ik mijn ontvangstbewijzen?',
   'After every paid donation we e-mail you a receipt, to the address you gave when you donated. For a monthly donation you get one every month.

Donated while signed in? Open My donations from the menu under your name. Every paid donation there has its receipt as a PDF. You can also download a yearly statement: all your donations of one year per organisation, less anything refunded. That is the overview to keep for your tax return.

Gave without an account? Then your receipt is the e-mail we sent you. Can''t find it? Check your spam folder, or contact us with the date, the amount and the e-mail address you used.

A receipt says who you gave to, how much, when and with which reference. Whether it is called a tax receipt (giftenverklaring) depends on the organisation''s ANBI status: see the article about ANBI.',
   'Na elke betaalde donatie mailen we je een ontvangstbewijs, naar het e-mailadres dat je bij je donatie hebt opgegeven. Bij een maandelijkse donatie krijg je er elke maand een.

Heb je gedoneerd terwijl je was ingelogd? Open dan Mijn donaties via het menu onder je naam. Bij elke betaalde donatie staat daar het ontvangstbewijs als pdf. Je kunt er ook een jaaroverzicht downloaden: al je donaties van één jaar per organisatie, min wat is terugbetaald. Dat overzicht bewaar je voor je belastingaangifte.

Heb je zonder account gedoneerd? Dan is de e-mail die we je stuurden je ontvangstbewijs. Kun je hem niet vinden? Kijk in je map met ongewenste e-mail, of neem contact met ons op en vermeld de datum, het bedrag en het e-mailadres dat je gebruikte.

Op een ontvangstbewijs staat aan wie je hebt gegeven, hoeveel, wanneer en met welk kenmerk. Of het een giftenverklaring heet, hangt af van de ANBI-status van de organisatie. Lees daarover het artikel over ANBI.'),
  (3, 'anbi-and-your-tax-return',
   'What does ANBI mean for my tax return?',
   'Wat betekent ANBI voor mijn belastingaangifte?',
   'ANBI stands for algemeen nut beogende instelling: an organisation that the Dutch Tax and Customs Administration (Belastingdienst) recognises as working for the public good. Donations to an ANBI may be deducted in your Dutch income tax return; donations to an organisation without ANBI status may not.

How much you can deduct depends on the kind of donation. A one-off or monthly donation through PifWorld counts as an ordinary donation: only the part of your donations in a year above a threshold counts, and there is a maximum. Both depend on your income; the Belastingdienst''s website gives the figures for each year. Only donations laid down in a written agreement for at least five years (what the Belastingdienst calls a periodieke gift) are deductible without that threshold, and PifWorld does not make such agreements.

When we verify a non-profit, our team looks it up in the Belastingdienst''s ANBI register and notes the date. Its page then says ANBI status checked on that date, beside Verified on. Only then do we call your receipt and your yearly statement a tax receipt (giftenverklaring). For any other organisation they are a payment confirmation: still proof that you paid, but not proof of a deductible donation.

Want to check for yourself? Search for the organisation''s name or RSIN in the ANBI register on belastingdienst.nl. Keep your receipts or yearly statement for at least five years: the Belastingdienst may ask for them.',
   'ANBI staat voor algemeen nut beogende instelling: een organisatie waarvan de Belastingdienst heeft vastgesteld dat ze zich inzet voor het algemeen belang. Donaties aan een ANBI mag je aftrekken in je aangifte inkomstenbelasting; donaties aan een organisatie zonder ANBI-status niet.

Hoeveel je mag aftrekken, hangt af van het soort donatie. Een eenmalige of maandelijkse donatie via PifWorld telt als een gewone donatie: alleen het deel van je donaties in een jaar boven een drempel telt mee, en er is een maximum. Beide hangen af van je inkomen; de Belastingdienst noemt op zijn website de bedragen van elk jaar. Alleen donaties die je voor minstens vijf jaar schriftelijk hebt vastgelegd (wat de Belastingdienst een periodieke gift noemt) mag je zonder die drempel aftrekken. Zulke overeenkomsten sluit PifWorld niet af.

Als we een goed doel verifiëren, zoekt ons team het op in het ANBI-register van de Belastingdienst en noteert de datum. Op de pagina staat dan ANBI-status gecontroleerd op die datum, naast Geverifieerd op. Alleen dan noemen we je ontvangstbewijs en je jaaroverzicht een giftenverklaring. Bij elke andere organisatie zijn ze een betaalbevestiging: nog steeds een bewijs dat je hebt betaald, maar geen bewijs van een aftrekbare donatie.

Wil je het zelf nagaan? Zoek de naam of het RSIN van de organisatie op in het ANBI-register op belastingdienst.nl. Bewaar je ontvangstbewijzen of jaaroverzicht minstens vijf jaar: de Belastingdienst kan erom vragen.')
) AS "article" ("position", "slug", "title", "title_nl", "content", "content_nl")
CROSS JOIN (SELECT "id" FROM "help_sections" WHERE "title" = 'Monthly donations, refunds and receipts' ORDER BY "id" LIMIT 1) AS "section"
WHERE EXISTS (SELECT 1 FROM users)
ON CONFLICT ("slug") DO NOTHING;
