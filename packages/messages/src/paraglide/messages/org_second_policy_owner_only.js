/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Owner_OnlyInputs */

const en_org_second_policy_owner_only = /** @type {(inputs: Org_Second_Policy_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owners change this.`)
};

const de_org_second_policy_owner_only = /** @type {(inputs: Org_Second_Policy_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber können das ändern.`)
};

const fr_org_second_policy_owner_only = /** @type {(inputs: Org_Second_Policy_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les propriétaires peuvent modifier ce réglage.`)
};

const nl_org_second_policy_owner_only = /** @type {(inputs: Org_Second_Policy_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen eigenaren kunnen dit wijzigen.`)
};

const es_org_second_policy_owner_only = /** @type {(inputs: Org_Second_Policy_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los propietarios pueden cambiar esto.`)
};

const en_xa2_org_second_policy_owner_only = /** @type {(inputs: Org_Second_Policy_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý öŵñéŕš çĥáñĝé ţĥíš. one t]`)
};

/**
* | output |
* | --- |
* | "Only owners change this." |
*
* @param {Org_Second_Policy_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_owner_only = /** @type {((inputs?: Org_Second_Policy_Owner_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Owner_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_owner_only(inputs)
	if (locale === "fr") return fr_org_second_policy_owner_only(inputs)
	if (locale === "nl") return nl_org_second_policy_owner_only(inputs)
	if (locale === "es") return es_org_second_policy_owner_only(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_owner_only(inputs)
	return en_org_second_policy_owner_only(inputs)
});