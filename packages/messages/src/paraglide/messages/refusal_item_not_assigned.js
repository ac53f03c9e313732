/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Item_Not_AssignedInputs */

const en_refusal_item_not_assigned = /** @type {(inputs: Refusal_Item_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the items assigned to you can be changed; comment on this one instead.`)
};

const de_refusal_item_not_assigned = /** @type {(inputs: Refusal_Item_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Ihnen zugewiesenen Einträge können geändert werden; kommentieren Sie diesen stattdessen.`)
};

const fr_refusal_item_not_assigned = /** @type {(inputs: Refusal_Item_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les éléments qui vous sont attribués peuvent être modifiés ; commentez plutôt celui-ci.`)
};

const nl_refusal_item_not_assigned = /** @type {(inputs: Refusal_Item_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen de items die aan u zijn toegewezen kunnen worden gewijzigd; geef hier in plaats daarvan een opmerking bij.`)
};

const es_refusal_item_not_assigned = /** @type {(inputs: Refusal_Item_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se pueden cambiar los elementos asignados a usted; comente este en su lugar.`)
};

const en_xa2_refusal_item_not_assigned = /** @type {(inputs: Refusal_Item_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý ţĥé íţéɱš áššíĝñéð ţö ýöü çáñ ƀé çĥáñĝéð; çöɱɱéñţ öñ ţĥíš öñé íñšţéáð. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Only the items assigned to you can be changed; comment on this one instead." |
*
* @param {Refusal_Item_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_item_not_assigned = /** @type {((inputs?: Refusal_Item_Not_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Item_Not_AssignedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_item_not_assigned(inputs)
	if (locale === "fr") return fr_refusal_item_not_assigned(inputs)
	if (locale === "nl") return nl_refusal_item_not_assigned(inputs)
	if (locale === "es") return es_refusal_item_not_assigned(inputs)
	if (locale === "en-XA") return en_xa2_refusal_item_not_assigned(inputs)
	return en_refusal_item_not_assigned(inputs)
});