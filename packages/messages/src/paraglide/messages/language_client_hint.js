/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Client_HintInputs */

const en_language_client_hint = /** @type {(inputs: Language_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the client reads: respondent pages, the shared portal and their mails.`)
};

const de_language_client_hint = /** @type {(inputs: Language_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was der Kunde liest: Seiten für Befragte, das geteilte Portal und seine E-Mails.`)
};

const fr_language_client_hint = /** @type {(inputs: Language_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que lit le client : pages des répondants, portail partagé et e-mails.`)
};

const nl_language_client_hint = /** @type {(inputs: Language_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wat de klant leest: pagina's voor respondenten, het gedeelde portaal en de e-mails.`)
};

const es_language_client_hint = /** @type {(inputs: Language_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que lee el cliente: páginas de encuestados, el portal compartido y sus correos.`)
};

const en_xa2_language_client_hint = /** @type {(inputs: Language_Client_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţĥé çļíéñţ ŕéáðš: ŕéšþöñðéñţ þáĝéš, ţĥé šĥáŕéð þöŕţáļ áñð ţĥéíŕ ɱáíļš. one two three four five]`)
};

/**
* | output |
* | --- |
* | "What the client reads: respondent pages, the shared portal and their mails." |
*
* @param {Language_Client_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const language_client_hint = /** @type {((inputs?: Language_Client_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Client_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_language_client_hint(inputs)
	if (locale === "fr") return fr_language_client_hint(inputs)
	if (locale === "nl") return nl_language_client_hint(inputs)
	if (locale === "es") return es_language_client_hint(inputs)
	if (locale === "en-XA") return en_xa2_language_client_hint(inputs)
	return en_language_client_hint(inputs)
});