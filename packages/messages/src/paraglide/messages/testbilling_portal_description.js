/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_Portal_DescriptionInputs */

const en_testbilling_portal_description = /** @type {(inputs: Testbilling_Portal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stands in for the Stripe customer portal: make the next renewal fail, or pay the open invoice.`)
};

const de_testbilling_portal_description = /** @type {(inputs: Testbilling_Portal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ersetzt das Stripe-Kundenportal: die nächste Verlängerung scheitern lassen oder die offene Rechnung bezahlen.`)
};

const fr_testbilling_portal_description = /** @type {(inputs: Testbilling_Portal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplace le portail client Stripe : faire échouer le prochain renouvellement ou payer la facture en attente.`)
};

const nl_testbilling_portal_description = /** @type {(inputs: Testbilling_Portal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vervangt het Stripe-klantportaal: laat de volgende verlenging mislukken of betaal de openstaande factuur.`)
};

const es_testbilling_portal_description = /** @type {(inputs: Testbilling_Portal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustituye al portal de clientes de Stripe: haga fallar la próxima renovación o pague la factura pendiente.`)
};

const en_xa2_testbilling_portal_description = /** @type {(inputs: Testbilling_Portal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáñðš íñ ƒöŕ ţĥé Šţŕíþé çüšţöɱéŕ þöŕţáļ: ɱáķé ţĥé ñéẋţ ŕéñéŵáļ ƒáíļ, öŕ þáý ţĥé öþéñ íñṽöíçé. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "Stands in for the Stripe customer portal: make the next renewal fail, or pay the open invoice." |
*
* @param {Testbilling_Portal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_portal_description = /** @type {((inputs?: Testbilling_Portal_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_Portal_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_portal_description(inputs)
	if (locale === "fr") return fr_testbilling_portal_description(inputs)
	if (locale === "nl") return nl_testbilling_portal_description(inputs)
	if (locale === "es") return es_testbilling_portal_description(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_portal_description(inputs)
	return en_testbilling_portal_description(inputs)
});