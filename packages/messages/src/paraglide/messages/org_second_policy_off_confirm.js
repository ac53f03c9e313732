/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Off_ConfirmInputs */

const en_org_second_policy_off_confirm = /** @type {(inputs: Org_Second_Policy_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop requiring`)
};

const de_org_second_policy_off_confirm = /** @type {(inputs: Org_Second_Policy_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr verlangen`)
};

const fr_org_second_policy_off_confirm = /** @type {(inputs: Org_Second_Policy_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus exiger`)
};

const nl_org_second_policy_off_confirm = /** @type {(inputs: Org_Second_Policy_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet meer vereisen`)
};

const es_org_second_policy_off_confirm = /** @type {(inputs: Org_Second_Policy_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de exigir`)
};

const en_xa2_org_second_policy_off_confirm = /** @type {(inputs: Org_Second_Policy_Off_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţöþ ŕéǫüíŕíñĝ on]`)
};

/**
* | output |
* | --- |
* | "Stop requiring" |
*
* @param {Org_Second_Policy_Off_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_off_confirm = /** @type {((inputs?: Org_Second_Policy_Off_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Off_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_off_confirm(inputs)
	if (locale === "fr") return fr_org_second_policy_off_confirm(inputs)
	if (locale === "nl") return nl_org_second_policy_off_confirm(inputs)
	if (locale === "es") return es_org_second_policy_off_confirm(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_off_confirm(inputs)
	return en_org_second_policy_off_confirm(inputs)
});