/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_No_Roadmap_DescriptionInputs */

const en_shared_no_roadmap_description = /** @type {(inputs: Shared_No_Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remediation items appear here once an assessment is completed.`)
};

const de_shared_no_roadmap_description = /** @type {(inputs: Shared_No_Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maßnahmen erscheinen hier, sobald eine Bewertung abgeschlossen ist.`)
};

const fr_shared_no_roadmap_description = /** @type {(inputs: Shared_No_Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les actions correctives apparaissent ici dès qu’une évaluation est terminée.`)
};

const nl_shared_no_roadmap_description = /** @type {(inputs: Shared_No_Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herstelacties verschijnen hier zodra een beoordeling is afgerond.`)
};

const es_shared_no_roadmap_description = /** @type {(inputs: Shared_No_Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las acciones de corrección aparecen aquí cuando se completa una evaluación.`)
};

const en_xa2_shared_no_roadmap_description = /** @type {(inputs: Shared_No_Roadmap_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱéðíáţíöñ íţéɱš áþþéáŕ ĥéŕé öñçé áñ áššéššɱéñţ íš çöɱþļéţéð. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Remediation items appear here once an assessment is completed." |
*
* @param {Shared_No_Roadmap_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_no_roadmap_description = /** @type {((inputs?: Shared_No_Roadmap_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_No_Roadmap_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_no_roadmap_description(inputs)
	if (locale === "fr") return fr_shared_no_roadmap_description(inputs)
	if (locale === "nl") return nl_shared_no_roadmap_description(inputs)
	if (locale === "es") return es_shared_no_roadmap_description(inputs)
	if (locale === "en-XA") return en_xa2_shared_no_roadmap_description(inputs)
	return en_shared_no_roadmap_description(inputs)
});