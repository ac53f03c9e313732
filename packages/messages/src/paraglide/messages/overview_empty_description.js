/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_Empty_DescriptionInputs */

const en_overview_empty_description = /** @type {(inputs: Overview_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores by domain and their trend appear here once an assessment of this tenant is completed.`)
};

const de_overview_empty_description = /** @type {(inputs: Overview_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werte nach Bereich und ihr Verlauf erscheinen hier, sobald eine Bewertung dieses Mandanten abgeschlossen ist.`)
};

const fr_overview_empty_description = /** @type {(inputs: Overview_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les scores par domaine et leur tendance apparaissent ici dès qu’une évaluation de cette entité est terminée.`)
};

const nl_overview_empty_description = /** @type {(inputs: Overview_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores per domein en hun trend verschijnen hier zodra een beoordeling van deze tenant is afgerond.`)
};

const es_overview_empty_description = /** @type {(inputs: Overview_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las puntuaciones por dominio y su tendencia aparecen aquí cuando se completa una evaluación de este inquilino.`)
};

const en_xa2_overview_empty_description = /** @type {(inputs: Overview_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕéš ƀý ðöɱáíñ áñð ţĥéíŕ ţŕéñð áþþéáŕ ĥéŕé öñçé áñ áššéššɱéñţ öƒ ţĥíš ţéñáñţ íš çöɱþļéţéð. one two three four five six s]`)
};

/**
* | output |
* | --- |
* | "Scores by domain and their trend appear here once an assessment of this tenant is completed." |
*
* @param {Overview_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_empty_description = /** @type {((inputs?: Overview_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_empty_description(inputs)
	if (locale === "fr") return fr_overview_empty_description(inputs)
	if (locale === "nl") return nl_overview_empty_description(inputs)
	if (locale === "es") return es_overview_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_overview_empty_description(inputs)
	return en_overview_empty_description(inputs)
});