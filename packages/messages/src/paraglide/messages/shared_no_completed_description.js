/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_No_Completed_DescriptionInputs */

const en_shared_no_completed_description = /** @type {(inputs: Shared_No_Completed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results appear here once an assessment of this tenant is completed.`)
};

const de_shared_no_completed_description = /** @type {(inputs: Shared_No_Completed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse erscheinen hier, sobald eine Bewertung dieses Mandanten abgeschlossen ist.`)
};

const fr_shared_no_completed_description = /** @type {(inputs: Shared_No_Completed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats apparaissent ici dès qu’une évaluation de cette entité est terminée.`)
};

const nl_shared_no_completed_description = /** @type {(inputs: Shared_No_Completed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaten verschijnen hier zodra een beoordeling van deze tenant is afgerond.`)
};

const es_shared_no_completed_description = /** @type {(inputs: Shared_No_Completed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados aparecen aquí cuando se completa una evaluación de este inquilino.`)
};

const en_xa2_shared_no_completed_description = /** @type {(inputs: Shared_No_Completed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšüļţš áþþéáŕ ĥéŕé öñçé áñ áššéššɱéñţ öƒ ţĥíš ţéñáñţ íš çöɱþļéţéð. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Results appear here once an assessment of this tenant is completed." |
*
* @param {Shared_No_Completed_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_no_completed_description = /** @type {((inputs?: Shared_No_Completed_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_No_Completed_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_no_completed_description(inputs)
	if (locale === "fr") return fr_shared_no_completed_description(inputs)
	if (locale === "nl") return nl_shared_no_completed_description(inputs)
	if (locale === "es") return es_shared_no_completed_description(inputs)
	if (locale === "en-XA") return en_xa2_shared_no_completed_description(inputs)
	return en_shared_no_completed_description(inputs)
});