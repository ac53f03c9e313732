/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Group_HintInputs */

const en_tenants_group_hint = /** @type {(inputs: Tenants_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional, e.g. a region or portfolio`)
};

const de_tenants_group_hint = /** @type {(inputs: Tenants_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional, z. B. eine Region oder ein Portfolio`)
};

const fr_tenants_group_hint = /** @type {(inputs: Tenants_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif, p. ex. une région ou un portefeuille`)
};

const nl_tenants_group_hint = /** @type {(inputs: Tenants_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel, bijv. een regio of portfolio`)
};

const es_tenants_group_hint = /** @type {(inputs: Tenants_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional, p. ej. una región o cartera`)
};

const en_xa2_tenants_group_hint = /** @type {(inputs: Tenants_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ, é.ĝ. á ŕéĝíöñ öŕ þöŕţƒöļíö one two th]`)
};

/**
* | output |
* | --- |
* | "Optional, e.g. a region or portfolio" |
*
* @param {Tenants_Group_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_group_hint = /** @type {((inputs?: Tenants_Group_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Group_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_group_hint(inputs)
	if (locale === "fr") return fr_tenants_group_hint(inputs)
	if (locale === "nl") return nl_tenants_group_hint(inputs)
	if (locale === "es") return es_tenants_group_hint(inputs)
	if (locale === "en-XA") return en_xa2_tenants_group_hint(inputs)
	return en_tenants_group_hint(inputs)
});