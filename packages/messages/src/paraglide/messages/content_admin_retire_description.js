/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Retire_DescriptionInputs */

const en_content_admin_retire_description = /** @type {(inputs: Content_Admin_Retire_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments already using it keep working, but new assessments can no longer pick it. This cannot be undone.`)
};

const de_content_admin_retire_description = /** @type {(inputs: Content_Admin_Retire_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen, die sie schon nutzen, funktionieren weiter, aber neue Bewertungen können sie nicht mehr wählen. Das kann nicht rückgängig gemacht werden.`)
};

const fr_content_admin_retire_description = /** @type {(inputs: Content_Admin_Retire_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les évaluations qui l’utilisent déjà continuent de fonctionner, mais les nouvelles ne peuvent plus la choisir. Cette action est irréversible.`)
};

const nl_content_admin_retire_description = /** @type {(inputs: Content_Admin_Retire_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen die haar al gebruiken blijven werken, maar nieuwe beoordelingen kunnen haar niet meer kiezen. Dit kan niet ongedaan worden gemaakt.`)
};

const es_content_admin_retire_description = /** @type {(inputs: Content_Admin_Retire_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las evaluaciones que ya la usan siguen funcionando, pero las nuevas ya no pueden elegirla. No se puede deshacer.`)
};

const en_xa2_content_admin_retire_description = /** @type {(inputs: Content_Admin_Retire_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţš áļŕéáðý üšíñĝ íţ ķééþ ŵöŕķíñĝ, ƀüţ ñéŵ áššéššɱéñţš çáñ ñö ļöñĝéŕ þíçķ íţ. Ţĥíš çáññöţ ƀé üñðöñé. one two three four five six seven e]`)
};

/**
* | output |
* | --- |
* | "Assessments already using it keep working, but new assessments can no longer pick it. This cannot be undone." |
*
* @param {Content_Admin_Retire_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_retire_description = /** @type {((inputs?: Content_Admin_Retire_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Retire_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_retire_description(inputs)
	if (locale === "fr") return fr_content_admin_retire_description(inputs)
	if (locale === "nl") return nl_content_admin_retire_description(inputs)
	if (locale === "es") return es_content_admin_retire_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_retire_description(inputs)
	return en_content_admin_retire_description(inputs)
});