/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_On_ConfirmInputs */

const en_org_second_policy_on_confirm = /** @type {(inputs: Org_Second_Policy_On_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require it`)
};

const de_org_second_policy_on_confirm = /** @type {(inputs: Org_Second_Policy_On_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlangen`)
};

const fr_org_second_policy_on_confirm = /** @type {(inputs: Org_Second_Policy_On_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’exiger`)
};

const nl_org_second_policy_on_confirm = /** @type {(inputs: Org_Second_Policy_On_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vereisen`)
};

const es_org_second_policy_on_confirm = /** @type {(inputs: Org_Second_Policy_On_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigirlo`)
};

const en_xa2_org_second_policy_on_confirm = /** @type {(inputs: Org_Second_Policy_On_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕé íţ o]`)
};

/**
* | output |
* | --- |
* | "Require it" |
*
* @param {Org_Second_Policy_On_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_on_confirm = /** @type {((inputs?: Org_Second_Policy_On_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_On_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_on_confirm(inputs)
	if (locale === "fr") return fr_org_second_policy_on_confirm(inputs)
	if (locale === "nl") return nl_org_second_policy_on_confirm(inputs)
	if (locale === "es") return es_org_second_policy_on_confirm(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_on_confirm(inputs)
	return en_org_second_policy_on_confirm(inputs)
});