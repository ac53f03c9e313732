/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Hint_OffInputs */

const en_org_second_policy_hint_off = /** @type {(inputs: Org_Second_Policy_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off: each member decides for themselves.`)
};

const de_org_second_policy_hint_off = /** @type {(inputs: Org_Second_Policy_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus: Jedes Mitglied entscheidet selbst.`)
};

const fr_org_second_policy_hint_off = /** @type {(inputs: Org_Second_Policy_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivé : chaque membre décide pour lui-même.`)
};

const nl_org_second_policy_hint_off = /** @type {(inputs: Org_Second_Policy_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uit: elk lid beslist zelf.`)
};

const es_org_second_policy_hint_off = /** @type {(inputs: Org_Second_Policy_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado: cada miembro decide por sí mismo.`)
};

const en_xa2_org_second_policy_hint_off = /** @type {(inputs: Org_Second_Policy_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öƒƒ: éáçĥ ɱéɱƀéŕ ðéçíðéš ƒöŕ ţĥéɱšéļṽéš. one two thr]`)
};

/**
* | output |
* | --- |
* | "Off: each member decides for themselves." |
*
* @param {Org_Second_Policy_Hint_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_hint_off = /** @type {((inputs?: Org_Second_Policy_Hint_OffInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Hint_OffInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_hint_off(inputs)
	if (locale === "fr") return fr_org_second_policy_hint_off(inputs)
	if (locale === "nl") return nl_org_second_policy_hint_off(inputs)
	if (locale === "es") return es_org_second_policy_hint_off(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_hint_off(inputs)
	return en_org_second_policy_hint_off(inputs)
});