/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Refusal_Scim_Tokens_MaxInputs */

const en_refusal_scim_tokens_max = /** @type {(inputs: Refusal_Scim_Tokens_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`An organisation holds at most ${i?.max} SCIM token. Revoke it to create another.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`An organisation holds at most ${i?.max} SCIM tokens. Revoke one to create another.`);
	return /** @type {LocalizedString} */ ("refusal_scim_tokens_max");
};

const de_refusal_scim_tokens_max = /** @type {(inputs: Refusal_Scim_Tokens_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Eine Organisation hat höchstens ${i?.max} SCIM-Token. Widerrufen Sie es, um ein neues zu erstellen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Eine Organisation hat höchstens ${i?.max} SCIM-Tokens. Widerrufen Sie eines, um ein neues zu erstellen.`);
	return /** @type {LocalizedString} */ ("refusal_scim_tokens_max");
};

const fr_refusal_scim_tokens_max = /** @type {(inputs: Refusal_Scim_Tokens_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Une organisation a au plus ${i?.max} jeton SCIM. Révoquez-le pour en créer un autre.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Une organisation a au plus ${i?.max} jetons SCIM. Révoquez-en un pour en créer un autre.`);
	return /** @type {LocalizedString} */ ("refusal_scim_tokens_max");
};

const nl_refusal_scim_tokens_max = /** @type {(inputs: Refusal_Scim_Tokens_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Een organisatie heeft hoogstens ${i?.max} SCIM-token. Trek het in om een nieuw te maken.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Een organisatie heeft hoogstens ${i?.max} SCIM-tokens. Trek er een in om een nieuw te maken.`);
	return /** @type {LocalizedString} */ ("refusal_scim_tokens_max");
};

const es_refusal_scim_tokens_max = /** @type {(inputs: Refusal_Scim_Tokens_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Una organización tiene como máximo ${i?.max} token SCIM. Revóquelo para crear otro.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Una organización tiene como máximo ${i?.max} tokens SCIM. Revoque uno para crear otro.`);
	return /** @type {LocalizedString} */ ("refusal_scim_tokens_max");
};

const en_xa2_refusal_scim_tokens_max = /** @type {(inputs: Refusal_Scim_Tokens_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Åñ öŕĝáñíšáţíöñ ĥöļðš áţ ɱöšţ ${i?.max} ŠÇÎṀ ţöķéñ. Ŕéṽöķé íţ ţö çŕéáţé áñöţĥéŕ. one two three four five ]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Åñ öŕĝáñíšáţíöñ ĥöļðš áţ ɱöšţ ${i?.max} ŠÇÎṀ ţöķéñš. Ŕéṽöķé öñé ţö çŕéáţé áñöţĥéŕ. one two three four five ]`);
	return /** @type {LocalizedString} */ ("refusal_scim_tokens_max");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "An organisation holds at most {max} SCIM token. Revoke it to create another." |
* | "other" | "An organisation holds at most {max} SCIM tokens. Revoke one to create another." |
*
* @param {Refusal_Scim_Tokens_MaxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_scim_tokens_max = /** @type {((inputs: Refusal_Scim_Tokens_MaxInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Scim_Tokens_MaxInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_scim_tokens_max(inputs)
	if (locale === "fr") return fr_refusal_scim_tokens_max(inputs)
	if (locale === "nl") return nl_refusal_scim_tokens_max(inputs)
	if (locale === "es") return es_refusal_scim_tokens_max(inputs)
	if (locale === "en-XA") return en_xa2_refusal_scim_tokens_max(inputs)
	return en_refusal_scim_tokens_max(inputs)
});