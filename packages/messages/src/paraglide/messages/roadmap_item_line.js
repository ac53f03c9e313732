/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown>, baseline: NonNullable<unknown>, version: NonNullable<unknown>, ref: NonNullable<unknown>, bucket: NonNullable<unknown>, priority: NonNullable<unknown> }} Roadmap_Item_LineInputs */

const en_roadmap_item_line = /** @type {(inputs: Roadmap_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} · ${i?.baseline} v${i?.version} · control ${i?.ref} · ${i?.bucket} · priority ${i?.priority}`)
};

const de_roadmap_item_line = /** @type {(inputs: Roadmap_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} · ${i?.baseline} v${i?.version} · Kontrolle ${i?.ref} · ${i?.bucket} · Priorität ${i?.priority}`)
};

const fr_roadmap_item_line = /** @type {(inputs: Roadmap_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} · ${i?.baseline} v${i?.version} · contrôle ${i?.ref} · ${i?.bucket} · priorité ${i?.priority}`)
};

const nl_roadmap_item_line = /** @type {(inputs: Roadmap_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} · ${i?.baseline} v${i?.version} · control ${i?.ref} · ${i?.bucket} · prioriteit ${i?.priority}`)
};

const es_roadmap_item_line = /** @type {(inputs: Roadmap_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} · ${i?.baseline} v${i?.version} · control ${i?.ref} · ${i?.bucket} · prioridad ${i?.priority}`)
};

const en_xa2_roadmap_item_line = /** @type {(inputs: Roadmap_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.tenant} · ${i?.baseline} ṽ${i?.version} · çöñţŕöļ ${i?.ref} · ${i?.bucket} · þŕíöŕíţý ${i?.priority} one two three four five s]`)
};

/**
* | output |
* | --- |
* | "{tenant} · {baseline} v{version} · control {ref} · {bucket} · priority {priority}" |
*
* @param {Roadmap_Item_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_item_line = /** @type {((inputs: Roadmap_Item_LineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Item_LineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_item_line(inputs)
	if (locale === "fr") return fr_roadmap_item_line(inputs)
	if (locale === "nl") return nl_roadmap_item_line(inputs)
	if (locale === "es") return es_roadmap_item_line(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_item_line(inputs)
	return en_roadmap_item_line(inputs)
});