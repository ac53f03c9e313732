/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Self_ChangeInputs */

const en_refusal_self_change = /** @type {(inputs: Refusal_Self_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot make this change to your own account.`)
};

const de_refusal_self_change = /** @type {(inputs: Refusal_Self_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Änderung können Sie nicht an Ihrem eigenen Konto vornehmen.`)
};

const fr_refusal_self_change = /** @type {(inputs: Refusal_Self_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas faire ce changement sur votre propre compte.`)
};

const nl_refusal_self_change = /** @type {(inputs: Refusal_Self_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U kunt deze wijziging niet op uw eigen account doen.`)
};

const es_refusal_self_change = /** @type {(inputs: Refusal_Self_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puede hacer este cambio en su propia cuenta.`)
};

const en_xa2_refusal_self_change = /** @type {(inputs: Refusal_Self_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü çáññöţ ɱáķé ţĥíš çĥáñĝé ţö ýöüŕ öŵñ áççöüñţ. one two three ]`)
};

/**
* | output |
* | --- |
* | "You cannot make this change to your own account." |
*
* @param {Refusal_Self_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_self_change = /** @type {((inputs?: Refusal_Self_ChangeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Self_ChangeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_self_change(inputs)
	if (locale === "fr") return fr_refusal_self_change(inputs)
	if (locale === "nl") return nl_refusal_self_change(inputs)
	if (locale === "es") return es_refusal_self_change(inputs)
	if (locale === "en-XA") return en_xa2_refusal_self_change(inputs)
	return en_refusal_self_change(inputs)
});