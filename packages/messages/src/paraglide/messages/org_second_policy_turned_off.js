/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Turned_OffInputs */

const en_org_second_policy_turned_off = /** @type {(inputs: Org_Second_Policy_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in is no longer required.`)
};

const de_org_second_policy_turned_off = /** @type {(inputs: Org_Second_Policy_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung in zwei Schritten ist nicht mehr Pflicht.`)
};

const fr_org_second_policy_turned_off = /** @type {(inputs: Org_Second_Policy_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes n’est plus exigée.`)
};

const nl_org_second_policy_turned_off = /** @type {(inputs: Org_Second_Policy_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden in twee stappen is niet meer verplicht.`)
};

const es_org_second_policy_turned_off = /** @type {(inputs: Org_Second_Policy_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos ya no es obligatorio.`)
};

const en_xa2_org_second_policy_turned_off = /** @type {(inputs: Org_Second_Policy_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ íš ñö ļöñĝéŕ ŕéǫüíŕéð. one two thr]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in is no longer required." |
*
* @param {Org_Second_Policy_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_turned_off = /** @type {((inputs?: Org_Second_Policy_Turned_OffInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Turned_OffInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_turned_off(inputs)
	if (locale === "fr") return fr_org_second_policy_turned_off(inputs)
	if (locale === "nl") return nl_org_second_policy_turned_off(inputs)
	if (locale === "es") return es_org_second_policy_turned_off(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_turned_off(inputs)
	return en_org_second_policy_turned_off(inputs)
});