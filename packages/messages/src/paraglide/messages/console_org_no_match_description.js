/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_Match_DescriptionInputs */

const en_console_org_no_match_description = /** @type {(inputs: Console_Org_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search matches the start of any word of the name; try another plan or fewer letters.`)
};

const de_console_org_no_match_description = /** @type {(inputs: Console_Org_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Suche trifft den Anfang jedes Wortes im Namen; versuchen Sie einen anderen Tarif oder weniger Buchstaben.`)
};

const fr_console_org_no_match_description = /** @type {(inputs: Console_Org_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche porte sur le début de chaque mot du nom ; essayez une autre offre ou moins de lettres.`)
};

const nl_console_org_no_match_description = /** @type {(inputs: Console_Org_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De zoekopdracht treft het begin van elk woord van de naam; probeer een ander plan of minder letters.`)
};

const es_console_org_no_match_description = /** @type {(inputs: Console_Org_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda coincide con el inicio de cualquier palabra del nombre; prueba otro plan o menos letras.`)
};

const en_xa2_console_org_no_match_description = /** @type {(inputs: Console_Org_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ɱáţçĥéš ţĥé šţáŕţ öƒ áñý ŵöŕð öƒ ţĥé ñáɱé; ţŕý áñöţĥéŕ þļáñ öŕ ƒéŵéŕ ļéţţéŕš. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Search matches the start of any word of the name; try another plan or fewer letters." |
*
* @param {Console_Org_No_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_match_description = /** @type {((inputs?: Console_Org_No_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_match_description(inputs)
	if (locale === "fr") return fr_console_org_no_match_description(inputs)
	if (locale === "nl") return nl_console_org_no_match_description(inputs)
	if (locale === "es") return es_console_org_no_match_description(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_match_description(inputs)
	return en_console_org_no_match_description(inputs)
});