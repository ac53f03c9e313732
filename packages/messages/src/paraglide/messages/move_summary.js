/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, added: NonNullable<unknown>, removed: NonNullable<unknown>, changed: NonNullable<unknown> }} Move_SummaryInputs */

const en_move_summary = /** @type {(inputs: Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.from} → ${i?.to}: ${i?.added} added, ${i?.removed} removed, ${i?.changed} changed.`)
};

const de_move_summary = /** @type {(inputs: Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.from} → ${i?.to}: ${i?.added} hinzugefügt, ${i?.removed} entfernt, ${i?.changed} geändert.`)
};

const fr_move_summary = /** @type {(inputs: Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.from} → ${i?.to} : ${i?.added} ajoutés, ${i?.removed} supprimés, ${i?.changed} modifiés.`)
};

const nl_move_summary = /** @type {(inputs: Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.from} → ${i?.to}: ${i?.added} toegevoegd, ${i?.removed} verwijderd, ${i?.changed} gewijzigd.`)
};

const es_move_summary = /** @type {(inputs: Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.from} → ${i?.to}: ${i?.added} añadidos, ${i?.removed} eliminados, ${i?.changed} modificados.`)
};

const en_xa2_move_summary = /** @type {(inputs: Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.from} → ${i?.to}: ${i?.added} áððéð, ${i?.removed} ŕéɱöṽéð, ${i?.changed} çĥáñĝéð. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Version {from} → {to}: {added} added, {removed} removed, {changed} changed." |
*
* @param {Move_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_summary = /** @type {((inputs: Move_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_SummaryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_summary(inputs)
	if (locale === "fr") return fr_move_summary(inputs)
	if (locale === "nl") return nl_move_summary(inputs)
	if (locale === "es") return es_move_summary(inputs)
	if (locale === "en-XA") return en_xa2_move_summary(inputs)
	return en_move_summary(inputs)
});