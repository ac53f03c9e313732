/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Hint_ViewerInputs */

const en_role_hint_viewer = /** @type {(inputs: Role_Hint_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sees tenants, assessments and roadmaps`)
};

const de_role_hint_viewer = /** @type {(inputs: Role_Hint_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieht Mandanten, Bewertungen und Roadmaps`)
};

const fr_role_hint_viewer = /** @type {(inputs: Role_Hint_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voit les entités, les évaluations et les feuilles de route`)
};

const nl_role_hint_viewer = /** @type {(inputs: Role_Hint_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ziet tenants, beoordelingen en roadmaps`)
};

const es_role_hint_viewer = /** @type {(inputs: Role_Hint_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ve inquilinos, evaluaciones y hojas de ruta`)
};

const en_xa2_role_hint_viewer = /** @type {(inputs: Role_Hint_ViewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šééš ţéñáñţš, áššéššɱéñţš áñð ŕöáðɱáþš one two th]`)
};

/**
* | output |
* | --- |
* | "Sees tenants, assessments and roadmaps" |
*
* @param {Role_Hint_ViewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_hint_viewer = /** @type {((inputs?: Role_Hint_ViewerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Hint_ViewerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_role_hint_viewer(inputs)
	if (locale === "fr") return fr_role_hint_viewer(inputs)
	if (locale === "nl") return nl_role_hint_viewer(inputs)
	if (locale === "es") return es_role_hint_viewer(inputs)
	if (locale === "en-XA") return en_xa2_role_hint_viewer(inputs)
	return en_role_hint_viewer(inputs)
});