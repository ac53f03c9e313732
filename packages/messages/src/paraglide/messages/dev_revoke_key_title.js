/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Revoke_Key_TitleInputs */

const en_dev_revoke_key_title = /** @type {(inputs: Dev_Revoke_Key_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the key ${i?.name}?`)
};

const de_dev_revoke_key_title = /** @type {(inputs: Dev_Revoke_Key_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schlüssel ${i?.name} widerrufen?`)
};

const fr_dev_revoke_key_title = /** @type {(inputs: Dev_Revoke_Key_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer la clé ${i?.name} ?`)
};

const nl_dev_revoke_key_title = /** @type {(inputs: Dev_Revoke_Key_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sleutel ${i?.name} intrekken?`)
};

const es_dev_revoke_key_title = /** @type {(inputs: Dev_Revoke_Key_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Revocar la clave ${i?.name}?`)
};

const en_xa2_dev_revoke_key_title = /** @type {(inputs: Dev_Revoke_Key_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ţĥé ķéý ${i?.name}? one t]`)
};

/**
* | output |
* | --- |
* | "Revoke the key {name}?" |
*
* @param {Dev_Revoke_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_key_title = /** @type {((inputs: Dev_Revoke_Key_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Revoke_Key_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_revoke_key_title(inputs)
	if (locale === "fr") return fr_dev_revoke_key_title(inputs)
	if (locale === "nl") return nl_dev_revoke_key_title(inputs)
	if (locale === "es") return es_dev_revoke_key_title(inputs)
	if (locale === "en-XA") return en_xa2_dev_revoke_key_title(inputs)
	return en_dev_revoke_key_title(inputs)
});