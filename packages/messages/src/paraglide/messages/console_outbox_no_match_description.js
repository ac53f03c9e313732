/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_Match_DescriptionInputs */

const en_console_outbox_no_match_description = /** @type {(inputs: Console_Outbox_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search finds one recipient’s exact address; try another address or delivery state.`)
};

const de_console_outbox_no_match_description = /** @type {(inputs: Console_Outbox_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Suche findet die genaue Adresse eines Empfängers; versuchen Sie eine andere Adresse oder einen anderen Zustellstatus.`)
};

const fr_console_outbox_no_match_description = /** @type {(inputs: Console_Outbox_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche trouve l’adresse exacte d’un destinataire ; essayez une autre adresse ou un autre état de distribution.`)
};

const nl_console_outbox_no_match_description = /** @type {(inputs: Console_Outbox_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De zoekopdracht vindt het exacte adres van één ontvanger; probeer een ander adres of een andere bezorgstatus.`)
};

const es_console_outbox_no_match_description = /** @type {(inputs: Console_Outbox_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda encuentra la dirección exacta de un destinatario; prueba otra dirección u otro estado de entrega.`)
};

const en_xa2_console_outbox_no_match_description = /** @type {(inputs: Console_Outbox_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáŕçĥ ƒíñðš öñé ŕéçíþíéñţ’š éẋáçţ áððŕéšš; ţŕý áñöţĥéŕ áððŕéšš öŕ ðéļíṽéŕý šţáţé. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "The search finds one recipient’s exact address; try another address or delivery state." |
*
* @param {Console_Outbox_No_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_match_description = /** @type {((inputs?: Console_Outbox_No_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_match_description(inputs)
	if (locale === "fr") return fr_console_outbox_no_match_description(inputs)
	if (locale === "nl") return nl_console_outbox_no_match_description(inputs)
	if (locale === "es") return es_console_outbox_no_match_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_match_description(inputs)
	return en_console_outbox_no_match_description(inputs)
});